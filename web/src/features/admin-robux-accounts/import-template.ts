import { saveFile } from '../admin-shell/ui/save-file';
/** The columns importRobuxAccounts reads, in the order the API documents them. */
export const IMPORT_HEADER = 'id,robux,rate,acc_type,guarantee_days,notes,username,password,recovery_email,login_notes';

/** One example listing: no id (the next number is given), the required columns, and a login. */
const EXAMPLE_ROW = ',1500,100,Email verified,3,Example listing,example_user,example-password,recovery@example.com,Change the password after the sale';

const IMPORT_TEMPLATE_FILE_NAME = 'robux-accounts-template.csv';

/** The template as a file's text; the byte-order mark lets Excel read Thai notes as UTF-8 (the import skips it). */
const IMPORT_TEMPLATE_CSV = `\uFEFF${IMPORT_HEADER}\r\n${EXAMPLE_ROW}\r\n`;

/** Hands the template to the browser as a download; it is made here, not asked of the server. */
export function downloadImportTemplate(): void {
  saveFile(new Blob([IMPORT_TEMPLATE_CSV], { type: 'text/csv;charset=utf-8' }), IMPORT_TEMPLATE_FILE_NAME);
}
