import { describe, expect, it } from 'vitest';
import type { AccountRow_AccountFragment as AccountRow } from '../../gql/graphql';
import { accountsToCsv, accountsToTsv, csvField } from './account-copy';

const account: AccountRow = { id: 'RBX-10001', robux: 2500, rate: '88.00', price: '220.00', accountType: 'Email verified', guaranteeDays: 3, notes: null };

describe('copying accounts', () => {
  it('writes CSV as a header line and one line per account, the rate as the table shows it', () => {
    expect(accountsToCsv([account, { ...account, id: 'RBX-10002', rate: '95.50', price: '238.75' }]).split('\r\n')).toEqual([
      'ID,ROBUX,RATE,PRICE,ACC TYPE,GUARANTEE',
      'RBX-10001,2500,88,220.00,Email verified,3',
      'RBX-10002,2500,95.50,238.75,Email verified,3',
    ]);
  });

  it('quotes CSV fields holding commas, quotes or line breaks, doubling inner quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('1,000')).toBe('"1,000"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(accountsToCsv([{ ...account, accountType: 'Email verified, Premium' }])).toContain(',"Email verified, Premium",3');
  });

  it('writes tab-separated text for pasting into a spreadsheet, with no tab or line break inside a cell', () => {
    expect(accountsToTsv([account])).toBe('ID\tROBUX\tRATE\tPRICE\tACC TYPE\tGUARANTEE\nRBX-10001\t2500\t88\t220.00\tEmail verified\t3');
    expect(accountsToTsv([{ ...account, accountType: 'Email\tverified\nPremium' }]).split('\n')[1]).toBe('RBX-10001\t2500\t88\t220.00\tEmail verified Premium\t3');
  });

  it('keeps a staff-written account type from running as a spreadsheet formula', () => {
    expect(accountsToTsv([{ ...account, accountType: '=HYPERLINK("http://x")' }])).toContain(`\t'=HYPERLINK("http://x")\t`);
    expect(accountsToCsv([{ ...account, accountType: '+1 phone' }])).toContain(",'+1 phone,");
  });
});
