import { GraphQLUpload, type FileUpload } from 'graphql-upload-ts';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Permission } from '../auth/permissions.js';
import { readUpload } from './read-upload.js';

@Resolver()
export class UploadsResolver {
  @Authorized(Permission.MANAGE_CATALOGUE)
  @Mutation(() => String, { description: 'Stores a PNG, JPEG, WebP or GIF image and returns its URL, for use as an imageUrl.' })
  async uploadImage(
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() services: GraphQLContext,
  ): Promise<string> {
    return services.uploads.store(await readUpload(file, services.uploads.maxBytes));
  }
}
