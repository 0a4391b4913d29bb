import { graphql } from '../../gql';

export const MyMailSettingsQuery = graphql(`
  query MyMailSettings {
    customerMe {
      id
      email
      language
      orderUpdateMails
    }
  }
`);

export const UpdateMailSettingsMutation = graphql(`
  mutation UpdateMailSettings($input: MailSettingsInput!) {
    updateMailSettings(input: $input) {
      id
      language
      orderUpdateMails
    }
  }
`);
