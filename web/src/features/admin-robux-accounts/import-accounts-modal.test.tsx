import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { createAdminCache } from '../admin-shell/admin-apollo-client';
import { ImportAccountsModal, ImportRobuxAccountsMutation } from './import-accounts-modal';
import { IMPORT_HEADER } from './import-template';
import { inLanguage } from '../../test-support/in-language';

const csvFile = (text: string) => new File([text], 'listings.csv', { type: 'text/csv' });

function renderModal(mocks: MockedResponse[]) {
  const onImported = vi.fn();
  render(
    inLanguage(
      'en',
    <MockedProvider mocks={mocks} cache={createAdminCache()}>
      <ImportAccountsModal onClose={vi.fn()} onImported={onImported} />
    </MockedProvider>,
    ),
  );
  return { onImported };
}

function importServer(answer: MockedResponse['result']) {
  const files: File[] = [];
  const mock: MockedResponse = {
    request: { query: ImportRobuxAccountsMutation, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      files.push(variables.file as File);
      return typeof answer === 'function' ? answer(variables) : answer!;
    },
  };
  return { files, mock };
}

describe('ImportAccountsModal', () => {
  it('uploads the chosen file and reports how many listings were added and each refused row with its reason', async () => {
    const user = userEvent.setup();
    const server = importServer({
      data: {
        importRobuxAccounts: {
          __typename: 'RobuxAccountImport',
          created: ['RBX-10042'],
          refused: [
            { __typename: 'ImportRefusal', line: 3, id: null, reason: 'robux must be a whole number of Robux from 10 to 1,000,000' },
            { __typename: 'ImportRefusal', line: 4, id: 'RBX-10001', reason: 'id RBX-10001 is already used by another listing' },
          ],
        },
      },
    });
    const { onImported } = renderModal([server.mock]);
    const file = csvFile(`${IMPORT_HEADER}\n,1000,100,Email verified,,,,,,\n,abc,100,Unverified,,,,,,\nRBX-10001,1000,100,Unverified,,,,,,\n`);
    await user.upload(screen.getByLabelText('CSV file'), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const report = await screen.findByRole('status');
    expect(report.textContent).toBe('1 listing added: RBX-10042. 2 rows refused.');
    expect(server.files).toEqual([file]);
    expect(onImported).toHaveBeenCalledWith(['RBX-10042']);
    const refused = within(screen.getByRole('table', { name: 'Refused rows' }));
    expect(refused.getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [],
      ['3', '—', 'robux must be a whole number of Robux from 10 to 1,000,000'],
      ['4', 'RBX-10001', 'id RBX-10001 is already used by another listing'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByLabelText('CSV file')).toBeTruthy();
  });

  it("shows the server's reason when it refuses the whole file", async () => {
    const user = userEvent.setup();
    const wrongHeader = 'csv header: missing rate. Use: id,robux,rate,acc_type,guarantee_days,notes,username,password,recovery_email,login_notes';
    const server = importServer({
      errors: [new GraphQLError(wrongHeader, { extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'csv', message: 'has a wrong header row', reason: 'INVALID' }] } })],
    });
    const { onImported } = renderModal([server.mock]);
    await user.upload(screen.getByLabelText('CSV file'), csvFile('robux,acc_type\n1000,Unverified\n'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`The file was not imported: ${wrongHeader}`);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('asks for a file before sending anything', async () => {
    const user = userEvent.setup();
    const server = importServer({ data: null });
    renderModal([server.mock]);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a CSV file to import.');
    expect(server.files).toEqual([]);
  });

  it('downloads a template made here: the header and one example row', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:template';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('robux-accounts-template.csv');
    });
    renderModal([]);
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    expect(clicks).toHaveBeenCalledTimes(1);
    const lines = (await blobs[0]!.text()).replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toBe(IMPORT_HEADER);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(',')).toHaveLength(IMPORT_HEADER.split(',').length);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy());
  });
});
