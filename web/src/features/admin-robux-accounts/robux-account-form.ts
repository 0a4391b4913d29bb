import type { CreateRobuxAccountInput, UpdateRobuxAccountInput } from '../../gql/graphql';
import { fromSatang, toSatang } from '../../lib/money';

/** A listing as the edit form starts from it (never its login: lists do not carry it). */
export interface EditableRobuxAccount {
  id: string;
  robux: number;
  rate: string;
  accountType: string;
  guaranteeDays: number;
  notes?: string | null;
  hasLogin: boolean;
}

/** The form's fields as typed. */
export interface RobuxAccountFormValues {
  id: string;
  robux: string;
  rate: string;
  accountType: string;
  guaranteeDays: string;
  notes: string;
  username: string;
  password: string;
  recoveryEmail: string;
  loginNotes: string;
}

/** Field paths as the server names them in `extensions.fields`, and as this form's errors are keyed. */
export type RobuxAccountField =
  | 'id'
  | 'robux'
  | 'rate'
  | 'accountType'
  | 'guaranteeDays'
  | 'notes'
  | 'login.username'
  | 'login.password'
  | 'login.recoveryEmail'
  | 'login.notes';

/** The fields the server may name when it refuses one (their names are in robuxAccountFormMessages). */
export const ROBUX_ACCOUNT_FIELDS: readonly RobuxAccountField[] = [
  'id',
  'robux',
  'rate',
  'accountType',
  'guaranteeDays',
  'notes',
  'login.username',
  'login.password',
  'login.recoveryEmail',
  'login.notes',
];

export const EMPTY_ACCOUNT_FORM: RobuxAccountFormValues = {
  id: '',
  robux: '',
  rate: '',
  accountType: '',
  guaranteeDays: '',
  notes: '',
  username: '',
  password: '',
  recoveryEmail: '',
  loginNotes: '',
};

/** The edit form opens on the listing as it is, with the login fields empty (empty keeps the stored login). */
export function formValuesOf(account: EditableRobuxAccount): RobuxAccountFormValues {
  return {
    ...EMPTY_ACCOUNT_FORM,
    id: account.id,
    robux: String(account.robux),
    rate: account.rate,
    accountType: account.accountType,
    guaranteeDays: String(account.guaranteeDays),
    notes: account.notes ?? '',
  };
}

const isWholeNumber = (text: string) => /^\d+$/.test(text.trim());

/**
 * What this form checks itself before sending: only what the request could not carry otherwise (the
 * required fields, and whole numbers where GraphQL takes an Int). Every other rule (ranges, lengths, the
 * id's shape, the login's parts) is the server's, and its answer is shown beside the field.
 */
export type MissingInput = 'robuxMissing' | 'robuxNotWhole' | 'rateMissing' | 'accountTypeMissing' | 'guaranteeNotWhole' | 'guaranteeMissing';

export function missingInput(values: RobuxAccountFormValues, mode: 'create' | 'edit'): Partial<Record<RobuxAccountField, MissingInput>> {
  const problems: Partial<Record<RobuxAccountField, MissingInput>> = {};
  if (!values.robux.trim()) problems.robux = 'robuxMissing';
  else if (!isWholeNumber(values.robux)) problems.robux = 'robuxNotWhole';
  if (!values.rate.trim()) problems.rate = 'rateMissing';
  if (!values.accountType.trim()) problems.accountType = 'accountTypeMissing';
  if (values.guaranteeDays.trim() && !isWholeNumber(values.guaranteeDays)) problems.guaranteeDays = 'guaranteeNotWhole';
  else if (mode === 'edit' && !values.guaranteeDays.trim()) problems.guaranteeDays = 'guaranteeMissing';
  return problems;
}

/** The login typed into the form, or undefined when its fields are all empty (no login, or keep the stored one). */
function loginOf(values: RobuxAccountFormValues): CreateRobuxAccountInput['login'] {
  const parts = [values.username, values.password, values.recoveryEmail, values.loginNotes];
  if (parts.every((part) => !part.trim())) return undefined;
  return {
    username: values.username.trim(),
    // A password is taken exactly as typed: spaces may be part of it.
    password: values.password,
    ...(values.recoveryEmail.trim() ? { recoveryEmail: values.recoveryEmail.trim() } : {}),
    ...(values.loginNotes.trim() ? { notes: values.loginNotes.trim() } : {}),
  };
}

/** createRobuxAccount's input: blanks left out, so the server numbers the id and applies its default guarantee. */
export function createInputOf(values: RobuxAccountFormValues): CreateRobuxAccountInput {
  const login = loginOf(values);
  return {
    ...(values.id.trim() ? { id: values.id.trim() } : {}),
    robux: Number(values.robux.trim()),
    rate: values.rate.trim(),
    accountType: values.accountType.trim(),
    ...(values.guaranteeDays.trim() ? { guaranteeDays: Number(values.guaranteeDays.trim()) } : {}),
    ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
    ...(login ? { login } : {}),
  };
}

/** updateRobuxAccount's input: only what changed (notes emptied are sent as "", which clears them); empty login fields keep the stored login. */
export function updateInputOf(values: RobuxAccountFormValues, account: EditableRobuxAccount): UpdateRobuxAccountInput {
  const input: UpdateRobuxAccountInput = {};
  const robux = Number(values.robux.trim());
  if (robux !== account.robux) input.robux = robux;
  if (values.rate.trim() !== account.rate) input.rate = values.rate.trim();
  if (values.accountType.trim() !== account.accountType) input.accountType = values.accountType.trim();
  const guaranteeDays = Number(values.guaranteeDays.trim());
  if (guaranteeDays !== account.guaranteeDays) input.guaranteeDays = guaranteeDays;
  if (values.notes.trim() !== (account.notes ?? '')) input.notes = values.notes.trim();
  const login = loginOf(values);
  if (login) input.login = login;
  return input;
}

/**
 * A preview of the price for the form (robux × rate / 1000, half-up to the satang), worked out in whole satang;
 * null until both are typed as plain numbers. Only a hint: the listing's price is the one the server answers.
 */
export function pricePreview(robux: string, rate: string): string | null {
  if (!isWholeNumber(robux)) return null;
  let rateSatang: number;
  try {
    rateSatang = toSatang(rate);
  } catch {
    return null;
  }
  const thousandths = Number(robux.trim()) * rateSatang;
  return fromSatang(Math.floor((thousandths + 500) / 1000));
}
