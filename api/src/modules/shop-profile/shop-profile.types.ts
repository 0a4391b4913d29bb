import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

/** A network the shop may link to from the footer; its order here is the footer's order. */
export enum SocialNetwork {
  FACEBOOK = 'FACEBOOK',
  LINE = 'LINE',
  YOUTUBE = 'YOUTUBE',
  TIKTOK = 'TIKTOK',
  DISCORD = 'DISCORD',
  INSTAGRAM = 'INSTAGRAM',
  X = 'X',
}

registerEnumType(SocialNetwork, { name: 'SocialNetwork', description: "A network of the shop's own accounts. LINE: a LINE Official Account." });

@ObjectType({ simpleResolvers: true, description: "One of the shop's own social accounts, as staff set it." })
export class ShopSocialLink {
  @Field(() => SocialNetwork)
  network!: SocialNetwork;

  @Field(() => String, { description: 'An https:// address on the network.' })
  url!: string;
}

@ObjectType({ simpleResolvers: true, description: 'A creator card of the home page, as staff set it.' })
export class ShopCreator {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: 'A picture hosted by this shop (uploadImage), if any.' })
  pictureUrl!: string | null;

  @Field(() => String, { nullable: true, description: "The creator's own page (https://), if any." })
  link!: string | null;
}

/** Every network; a field left out, null or blank means the shop has no account there. */
@InputType()
export class ShopSocialLinksInput {
  @Field(() => String, { nullable: true })
  facebook?: string | null;

  @Field(() => String, { nullable: true, description: 'The LINE Official Account (line.me or lin.ee).' })
  line?: string | null;

  @Field(() => String, { nullable: true })
  youtube?: string | null;

  @Field(() => String, { nullable: true })
  tiktok?: string | null;

  @Field(() => String, { nullable: true })
  discord?: string | null;

  @Field(() => String, { nullable: true })
  instagram?: string | null;

  @Field(() => String, { nullable: true })
  x?: string | null;
}

@InputType()
export class ShopCreatorInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: 'An image URL returned by uploadImage.' })
  pictureUrl?: string | null;

  @Field(() => String, { nullable: true, description: "The creator's own page (https://)." })
  link?: string | null;
}
