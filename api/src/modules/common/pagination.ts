import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { withoutNulls } from './validation.js';

/** Largest page the API serves, whatever the client asks for. */
export const MAX_PAGE_SIZE = 100;

export const pageSchema = z.preprocess(
  withoutNulls,
  z.object({
    offset: z.number().int().min(0).max(1_000_000).default(0),
    limit: z.number().int().min(1).default(24).transform((limit) => Math.min(limit, MAX_PAGE_SIZE)),
  }),
);

export type PageRequest = z.input<typeof pageSchema>;

@InputType()
export class PageInput {
  @Field(() => Int, { defaultValue: 0 })
  offset!: number;

  @Field(() => Int, { defaultValue: 24, description: 'At most 100; larger values are capped.' })
  limit!: number;
}

/** The paging fields every page of results carries; each page type adds its own list field. */
@ObjectType({ simpleResolvers: true })
export abstract class PageCounts {
  @Field(() => Int, { description: 'Matching rows over all pages.' })
  total!: number;

  @Field(() => Int)
  offset!: number;

  @Field(() => Int)
  limit!: number;
}
