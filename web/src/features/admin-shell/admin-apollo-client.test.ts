import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY, createAdminApolloClient } from './admin-apollo-client';
import { createSaveStatus, saveSentence } from './save-status';

const ME = gql`
  query Me {
    me {
      id
    }
  }
`;
const RENAME = gql`
  mutation RenameTestItem($id: Int!, $input: UpdateItemInput!) {
    updateItem(id: $id, input: $input) {
      id
    }
  }
`;
const ROLE_CHANGED = 'You were signed out because the password or role of this account changed; please sign in again';

/** The server answers every request with `status` and `body`. */
function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function queryAsSignedIn(token: string | null) {
  if (token) window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
  const signOut = vi.fn();
  const client = createAdminApolloClient(signOut, createSaveStatus());
  await client.query({ query: ME }).catch(() => undefined);
  return signOut;
}

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard client', () => {
  it('signs out when the token is refused because the role or password changed (UNAUTHENTICATED)', async () => {
    serverAnswers(200, { data: null, errors: [{ message: ROLE_CHANGED, extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(await queryAsSignedIn('old-token')).toHaveBeenCalledOnce();
  });

  it('signs out when the server answers 401', async () => {
    serverAnswers(401, { success: false, error: { code: 'UNAUTHENTICATED', message: ROLE_CHANGED } });
    expect(await queryAsSignedIn('old-token')).toHaveBeenCalledOnce();
  });

  it('keeps the admin signed in on a refusal of what they asked (FORBIDDEN)', async () => {
    serverAnswers(200, { data: null, errors: [{ message: 'The EDITOR role may not do this', extensions: { code: 'FORBIDDEN' } }] });
    expect(await queryAsSignedIn('token')).not.toHaveBeenCalled();
  });

  it('signs nobody out when no token was sent (a failed login)', async () => {
    const fetch = serverAnswers(200, { data: null, errors: [{ message: 'Wrong e-mail or password', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(await queryAsSignedIn(null)).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe("the dashboard's save announcements", () => {
  /** Sends RENAME with or without a token and returns every sentence the save status said (in English unless asked), in order. */
  async function sentencesOfSave(token: string | null, language: 'th' | 'en' = 'en') {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
    if (token) window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
    const saveStatus = createSaveStatus();
    const said: string[] = [];
    saveStatus.subscribe(() => said.push(saveSentence(saveStatus.current(), language)));
    await createAdminApolloClient(vi.fn(), saveStatus).mutate({ mutation: RENAME, variables: { id: 1, input: { name: 'Renamed' } } }).catch(() => undefined);
    return said;
  }

  it('says "saving…" when a save starts and "saved" when the server took it, naming the action', async () => {
    serverAnswers(200, { data: { updateItem: { id: 1, __typename: 'Item' } } });
    expect(await sentencesOfSave('token')).toEqual(['Rename test item: saving…', 'Rename test item: saved']);
  });

  it('says "not saved" when the server refused the save', async () => {
    serverAnswers(200, { data: null, errors: [{ message: 'Price must be positive', extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(await sentencesOfSave('token')).toEqual(['Rename test item: saving…', 'Rename test item: not saved']);
  });

  it('says in Thai how the save went, without the internal operation name', async () => {
    serverAnswers(200, { data: { updateItem: { id: 1, __typename: 'Item' } } });
    expect(await sentencesOfSave('token', 'th')).toEqual(['กำลังบันทึกการเปลี่ยนแปลง…', 'บันทึกการเปลี่ยนแปลงแล้ว']);
  });

  it('says nothing of a mutation sent without a token (a login is not a save)', async () => {
    serverAnswers(200, { data: { updateItem: { id: 1, __typename: 'Item' } } });
    expect(await sentencesOfSave(null)).toEqual([]);
  });
});
