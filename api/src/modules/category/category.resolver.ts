import { GraphQLUpload, type FileUpload } from 'graphql-upload-ts';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission } from '../auth/permissions.js';
import { readOptionalUpload, readUpload } from '../uploads/read-upload.js';
import { Category } from './category.entity.js';
import { CreateCategoryInput, UpdateCategoryInput } from './category.inputs.js';

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => [Category], { description: 'Games, oldest first; `search` matches part of the name, ignoring case.' })
  categories(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() services: GraphQLContext,
  ): Promise<Category[]> {
    return services.categories.list(search);
  }

  @Query(() => Category)
  category(@Arg('id', () => Int) id: number, @Ctx() services: GraphQLContext): Promise<Category> {
    return services.categories.get(id);
  }

  @Authorized(Permission.MANAGE_CATALOGUE)
  @Mutation(() => Category)
  async createCategory(
    @Arg('input', () => CreateCategoryInput) input: CreateCategoryInput,
    @Arg('image', () => GraphQLUpload) image: Promise<FileUpload>,
    @Ctx() services: GraphQLContext,
  ): Promise<Category> {
    return services.categories.create(input, await readUpload(image, services.uploads.maxBytes));
  }

  @Authorized(Permission.MANAGE_CATALOGUE)
  @Mutation(() => Category)
  async updateCategory(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateCategoryInput) input: UpdateCategoryInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() services: GraphQLContext,
  ): Promise<Category> {
    return services.categories.update(id, input, await readOptionalUpload(image, services.uploads.maxBytes));
  }

  @Authorized(Permission.MANAGE_CATALOGUE)
  @Mutation(() => Boolean, { description: 'Refused with CONFLICT while the game still has items.' })
  async deleteCategory(@Arg('id', () => Int) id: number, @Ctx() services: GraphQLContext): Promise<boolean> {
    await services.categories.delete(id);
    return true;
  }
}
