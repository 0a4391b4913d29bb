import type { GraphQLResolveInfo } from 'graphql';
import { GraphQLUpload, type FileUpload } from 'graphql-upload-ts';
import { Arg, Authorized, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { selectedFields } from '../../graphql/selected-fields.js';
import { Permission } from '../auth/permissions.js';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { readOptionalUpload, readUpload } from '../uploads/read-upload.js';
import { Item } from './item.entity.js';
import { ItemSort } from './item.enums.js';
import { PageInput } from '../common/pagination.js';
import { CreateItemInput, ItemFilterInput, UpdateItemInput } from './item.inputs.js';
import { AdjustPricesPreview, AdjustPricesResult, ItemFacets, ItemPage } from './item.types.js';
import type { ListingShape } from './store-page-sql.js';

/**
 * The Item fields, and its category's, an ItemCard answers: what the store's cards ask for (web's ItemCard_item,
 * stock included for the cart's limit, the game's comingSoon for whether it can be bought); the thumbnail is made from imageUrl.
 */
const CARD_FIELDS = new Set(['__typename', 'id', 'name', 'nameTh', 'price', 'oldPrice', 'rarity', 'stock', 'imageUrl', 'thumbnailUrl', 'category']);
const CARD_CATEGORY_FIELDS = new Set(['__typename', 'id', 'name', 'comingSoon']);

/** Cards when the page's items are asked for nothing a card lacks (the store's grid), whole listings otherwise. */
function shapeAskedFor(info: GraphQLResolveInfo): ListingShape {
  const within = (fields: Set<string>, allowed: Set<string>) => [...fields].every((field) => allowed.has(field));
  const cards = within(selectedFields(info, ['items']), CARD_FIELDS) && within(selectedFields(info, ['items', 'category']), CARD_CATEGORY_FIELDS);
  return cards ? 'card' : 'listing';
}

@Resolver(() => Item)
export class ItemResolver {
  @Query(() => ItemPage, { description: 'A page of items with their games.' })
  items(
    @Arg('filter', () => ItemFilterInput, { nullable: true }) filter: ItemFilterInput | null,
    @Arg('sort', () => ItemSort, { defaultValue: ItemSort.POPULARITY }) sort: ItemSort,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | null,
    @Ctx() services: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ItemPage> {
    return services.items.page(filter ?? {}, sort, page ?? {}, shapeAskedFor(info));
  }

  @Query(() => ItemFacets, { description: 'Per-rarity counts and the highest price, for the store filters.' })
  itemFacets(
    @Arg('filter', () => ItemFilterInput, { nullable: true }) filter: ItemFilterInput | null,
    @Ctx() services: GraphQLContext,
  ): Promise<ItemFacets> {
    return services.items.facets(filter ?? {});
  }

  @Query(() => Item)
  item(@Arg('id', () => Int) id: number, @Ctx() services: GraphQLContext): Promise<Item> {
    return services.items.get(id);
  }

  @Authorized(Permission.MANAGE_CATALOGUE)
  @Mutation(() => Item)
  async createItem(
    @Arg('input', () => CreateItemInput) input: CreateItemInput,
    @Arg('image', () => GraphQLUpload) image: Promise<FileUpload>,
    @Ctx() services: GraphQLContext,
  ): Promise<Item> {
    return services.items.create(input, await readUpload(image, services.uploads.maxBytes));
  }

  @Authorized(Permission.MANAGE_CATALOGUE)
  @Mutation(() => Item)
  async updateItem(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateItemInput) input: UpdateItemInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() services: GraphQLContext,
  ): Promise<Item> {
    return services.items.update(id, input, await readOptionalUpload(image, services.uploads.maxBytes));
  }

  @Authorized(Permission.MANAGE_CATALOGUE)
  @Mutation(() => Boolean)
  async deleteItem(@Arg('id', () => Int) id: number, @Ctx() services: GraphQLContext): Promise<boolean> {
    await services.items.delete(id);
    return true;
  }

  @Authorized(Permission.MANAGE_CATALOGUE)
  @Mutation(() => AdjustPricesResult, {
    description: 'Changes every price (or one game\'s) by a percentage, rounded half-up to 0.01; empty or 0 changes nothing.',
  })
  adjustPrices(
    @Arg('percentage', () => DecimalScalar, { nullable: true }) percentage: string | null,
    @Arg('categoryId', () => Int, { nullable: true }) categoryId: number | null,
    @Ctx() services: GraphQLContext,
  ): Promise<AdjustPricesResult> {
    return services.items.adjustPrices(percentage, categoryId);
  }

  @Authorized(Permission.MANAGE_CATALOGUE)
  @Query(() => AdjustPricesPreview, {
    description:
      'Checks a percentage by the rule adjustPrices applies (BAD_USER_INPUT naming `percentage` with the reason) and counts the items it would change; changes nothing.',
  })
  adjustPricesPreview(
    // The text as the admin typed it, so the shop's own rule judges it and says why, rather than the Decimal scalar.
    @Arg('percentage', () => String) percentage: string,
    @Arg('categoryId', () => Int, { nullable: true }) categoryId: number | null,
    @Ctx() services: GraphQLContext,
  ): Promise<AdjustPricesPreview> {
    return services.items.previewPriceAdjustment(percentage, categoryId);
  }
}
