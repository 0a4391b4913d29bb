import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar } from '../common/decimal.scalar.js';
import { PageCounts } from '../common/pagination.js';
import { RobuxAccountStatus } from './robux-account-status.js';
import { ListingSort } from './robux-account.validation.js';

registerEnumType(ListingSort, { name: 'RobuxAccountSort', description: 'Order of the listings; ties by id.' });

@ObjectType('RobuxAccount', { description: 'A Roblox account for sale. Its login is never part of a listing.', simpleResolvers: true })
export class RobuxAccountListing {
  @Field(() => String, { description: 'RBX- and digits.' })
  id!: string;

  @Field(() => Int)
  robux!: number;

  @Field(() => DecimalScalar, { description: 'Baht per 1,000 Robux.' })
  rate!: string;

  @Field(() => DecimalScalar, { description: 'robux × rate / 1000, rounded half-up to 0.01 baht.' })
  price!: string;

  @Field(() => String, { description: 'Staff-defined, e.g. "Email verified".' })
  accountType!: string;

  @Field(() => Int)
  guaranteeDays!: number;

  @Field(() => String, { nullable: true })
  notes!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class RateCount {
  @Field(() => DecimalScalar)
  rate!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ simpleResolvers: true })
export class RobuxAccountPage extends PageCounts {
  @Field(() => [RobuxAccountListing])
  items!: RobuxAccountListing[];

  @Field(() => [RateCount], { description: 'Accounts for sale per rate, lowest rate first, whatever rate is filtered (the chips).' })
  rateCounts!: RateCount[];

  @Field(() => Int, { description: 'Accounts for sale at any rate (ALL ACCOUNTS).' })
  allCount!: number;
}

@ObjectType({ description: 'A listing as staff manage it.', simpleResolvers: true })
export class StaffRobuxAccount extends RobuxAccountListing {
  @Field(() => RobuxAccountStatus)
  status!: RobuxAccountStatus;

  @Field(() => Boolean, { description: 'Whether a login is stored (sealed); a listing without one is not for sale.' })
  hasLogin!: boolean;

  @Field(() => String, { nullable: true, description: 'The order that holds or bought it, for RESERVED and SOLD.' })
  orderNumber!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType({ simpleResolvers: true })
export class StaffRobuxAccountPage extends PageCounts {
  @Field(() => [StaffRobuxAccount])
  items!: StaffRobuxAccount[];
}

@ObjectType({ description: "What a buyer needs to take over the account: shown to them once their order is paid.", simpleResolvers: true })
export class AccountLoginView {
  @Field(() => String)
  username!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String, { nullable: true })
  recoveryEmail!: string | null;

  @Field(() => String, { nullable: true })
  notes!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class OrderAccountLogin {
  @Field(() => String)
  accountId!: string;

  @Field(() => AccountLoginView)
  login!: AccountLoginView;
}

@ObjectType({ simpleResolvers: true })
export class ImportRefusal {
  @Field(() => Int, { description: 'Line of the CSV file, the header being line 1.' })
  line!: number;

  @Field(() => String, { nullable: true })
  id!: string | null;

  @Field(() => String)
  reason!: string;
}

@ObjectType({ simpleResolvers: true })
export class RobuxAccountImport {
  @Field(() => [String], { description: 'Ids of the listings added.' })
  created!: string[];

  @Field(() => [ImportRefusal], { description: 'Rows not added, and why.' })
  refused!: ImportRefusal[];
}

@InputType('AccountLoginInput')
export class AccountLoginInput {
  @Field(() => String)
  username!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String, { nullable: true })
  recoveryEmail?: string | null;

  @Field(() => String, { nullable: true })
  notes?: string | null;
}

@InputType()
export class CreateRobuxAccountInput {
  @Field(() => String, { nullable: true, description: 'RBX- and digits; the next number when left out.' })
  id?: string | null;

  @Field(() => Int)
  robux!: number;

  @Field(() => DecimalScalar)
  rate!: string;

  @Field(() => String)
  accountType!: string;

  @Field(() => Int, { nullable: true, description: '0–365; 3 when left out.' })
  guaranteeDays?: number | null;

  @Field(() => String, { nullable: true })
  notes?: string | null;

  @Field(() => AccountLoginInput, { nullable: true, description: 'Sealed at rest; a listing without one is not for sale.' })
  login?: AccountLoginInput | null;
}

@InputType()
export class UpdateRobuxAccountInput {
  @Field(() => Int, { nullable: true })
  robux?: number | null;

  @Field(() => DecimalScalar, { nullable: true })
  rate?: string | null;

  @Field(() => String, { nullable: true })
  accountType?: string | null;

  @Field(() => Int, { nullable: true })
  guaranteeDays?: number | null;

  @Field(() => String, { nullable: true, description: '"" clears them.' })
  notes?: string | null;

  @Field(() => AccountLoginInput, { nullable: true, description: 'Replaces the stored login.' })
  login?: AccountLoginInput | null;
}
