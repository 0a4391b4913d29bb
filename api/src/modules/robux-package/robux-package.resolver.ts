import { GraphQLUpload, type FileUpload } from 'graphql-upload-ts';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission } from '../auth/permissions.js';
import { readOptionalUpload, readUpload } from '../uploads/read-upload.js';
import { RobuxPackage } from './robux-package.entity.js';
import { CreateRobuxPackageInput, UpdateRobuxPackageInput } from './robux-package.inputs.js';

@Resolver(() => RobuxPackage)
export class RobuxPackageResolver {
  @Query(() => [RobuxPackage], { description: 'Top-up packages, smallest first.' })
  robuxPackages(@Ctx() services: GraphQLContext): Promise<RobuxPackage[]> {
    return services.robuxPackages.list();
  }

  @Authorized(Permission.MANAGE_CATALOGUE)
  @Mutation(() => RobuxPackage)
  async createRobuxPackage(
    @Arg('input', () => CreateRobuxPackageInput) input: CreateRobuxPackageInput,
    @Arg('image', () => GraphQLUpload) image: Promise<FileUpload>,
    @Ctx() services: GraphQLContext,
  ): Promise<RobuxPackage> {
    return services.robuxPackages.create(input, await readUpload(image, services.uploads.maxBytes));
  }

  @Authorized(Permission.MANAGE_CATALOGUE)
  @Mutation(() => RobuxPackage)
  async updateRobuxPackage(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateRobuxPackageInput) input: UpdateRobuxPackageInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() services: GraphQLContext,
  ): Promise<RobuxPackage> {
    return services.robuxPackages.update(id, input, await readOptionalUpload(image, services.uploads.maxBytes));
  }

  @Authorized(Permission.MANAGE_CATALOGUE)
  @Mutation(() => Boolean)
  async deleteRobuxPackage(@Arg('id', () => Int) id: number, @Ctx() services: GraphQLContext): Promise<boolean> {
    await services.robuxPackages.delete(id);
    return true;
  }
}
