import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'When staff answer the chat, in Bangkok time.' })
export class SupportHoursInput {
  @Field(() => [Int], { description: 'At least one day: 0 = Sunday … 6 = Saturday.' })
  days!: number[];

  @Field(() => String, { description: '"HH:MM", 24-hour clock.' })
  opensAt!: string;

  @Field(() => String, { description: '"HH:MM"; before opensAt means the next morning; not equal to opensAt.' })
  closesAt!: string;
}

@InputType()
export class SupportSettingsInput {
  @Field(() => SupportHoursInput, { nullable: true, description: 'Null: no hours (the chat promises no reply time).' })
  hours?: SupportHoursInput | null;

  @Field(() => Int, { description: '1 to 1,440 minutes.' })
  replyMailMinutes!: number;
}
