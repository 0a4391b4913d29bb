import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission } from '../auth/permissions.js';
import { ShopCreator, ShopCreatorInput, ShopSocialLink, ShopSocialLinksInput } from './shop-profile.types.js';

@Resolver()
export class ShopProfileResolver {
  @Query(() => [ShopSocialLink], { description: "The shop's own social accounts, in the footer's order; networks without one are left out." })
  shopSocialLinks(@Ctx() services: GraphQLContext): Promise<ShopSocialLink[]> {
    return services.shopProfile.socialLinks();
  }

  @Query(() => [ShopCreator], { description: 'The creator cards of the home page, in their order; none hides the strip.' })
  shopCreators(@Ctx() services: GraphQLContext): Promise<ShopCreator[]> {
    return services.shopProfile.creators();
  }

  @Authorized(Permission.MANAGE_CATALOGUE)
  @Mutation(() => [ShopSocialLink], { description: 'Replaces every social link; a network left out or blank has none afterwards.' })
  setShopSocialLinks(@Arg('input', () => ShopSocialLinksInput) input: ShopSocialLinksInput, @Ctx() services: GraphQLContext): Promise<ShopSocialLink[]> {
    return services.shopProfile.setSocialLinks({ ...input });
  }

  @Authorized(Permission.MANAGE_CATALOGUE)
  @Mutation(() => [ShopCreator], { description: 'Replaces the creator cards with these, in this order (at most 12).' })
  setShopCreators(@Arg('creators', () => [ShopCreatorInput]) creators: ShopCreatorInput[], @Ctx() services: GraphQLContext): Promise<ShopCreator[]> {
    return services.shopProfile.setCreators({ creators: creators.map((creator) => ({ ...creator })) });
  }
}
