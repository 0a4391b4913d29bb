import { adminSession } from '../admin-session';
import { saveFile } from './save-file';

async function serverReason(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    if (body.error?.message) return body.error.message;
  } catch {
    // Not the API's JSON error body: fall back to the status.
  }
  return `The server answered ${response.status}.`;
}

/**
 * Downloads a staff-only file (a CSV export): fetched with the admin's token, which a plain link could not
 * send, then handed to the browser as `fileName` through a temporary link. A rejected token signs the admin
 * out, as a rejected GraphQL request does; any other refusal throws with the server's reason.
 */
export async function downloadWithAdminToken(url: string, fileName: string): Promise<void> {
  const token = adminSession.token();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (response.status === 401 && token) adminSession.signOut();
  if (!response.ok) throw new Error(await serverReason(response));
  saveFile(await response.blob(), fileName);
}
