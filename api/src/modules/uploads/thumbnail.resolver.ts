import { type ClassType, FieldResolver, Resolver, Root } from 'type-graphql';
import { Category } from '../category/category.entity.js';
import { Item } from '../item/item.entity.js';
import { RobuxPackage } from '../robux-package/robux-package.entity.js';
import { thumbnailUrlOf } from './thumbnail.js';

interface WithImage {
  imageUrl: string;
}

// A field resolver rather than an entity getter: store lists are read into plain objects, not entities.
function thumbnailResolverFor(type: ClassType<WithImage>) {
  @Resolver(() => type)
  class ThumbnailResolver {
    @FieldResolver(() => String, {
      description: 'The image at card size: a WebP of at most 320 px, made at upload or, for the web app’s own SVGs, by its build; another site’s image is itself.',
    })
    thumbnailUrl(@Root() owner: WithImage): string {
      return thumbnailUrlOf(owner.imageUrl);
    }
  }
  return ThumbnailResolver;
}

export const thumbnailResolvers = [Item, Category, RobuxPackage].map(thumbnailResolverFor);
