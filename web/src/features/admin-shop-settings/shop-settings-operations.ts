import { graphql } from '../../gql';

export const AdminShopSettingsQuery = graphql(`
  query AdminShopSettings {
    shopSocialLinks {
      network
      url
    }
    shopCreators {
      id
      name
      pictureUrl
      link
    }
  }
`);

export const SetShopSocialLinksMutation = graphql(`
  mutation SetShopSocialLinks($input: ShopSocialLinksInput!) {
    setShopSocialLinks(input: $input) {
      network
      url
    }
  }
`);

export const SetShopCreatorsMutation = graphql(`
  mutation SetShopCreators($creators: [ShopCreatorInput!]!) {
    setShopCreators(creators: $creators) {
      id
      name
      pictureUrl
      link
    }
  }
`);

export const UploadCreatorPictureMutation = graphql(`
  mutation UploadCreatorPicture($file: Upload!) {
    uploadImage(file: $file)
  }
`);
