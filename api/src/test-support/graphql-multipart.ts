/**
 * GraphQL multipart requests (https://github.com/jaydenseric/graphql-multipart-request-spec):
 * an `operations` field with the query and variables (each file variable set to null), a `map` field
 * saying which variable each file part fills, then the file parts themselves.
 */

export interface UploadFile {
  bytes: Buffer;
  /** File name sent to the server; `image.png` unless told. */
  name?: string;
  /** Content type the client claims; `image/png` unless told (the server sniffs the bytes anyway). */
  type?: string;
}

export interface GraphQLResponse<T = any> {
  status: number;
  /** The parsed JSON body: `{data, errors}` from GraphQL, or `{error}` from the REST error handler. */
  body: { data?: T; errors?: any[]; error?: { code: string; message: string } };
}

/** Builds the multipart body; `files` maps a variable path such as `variables.image` to its file. */
export function multipartForm(query: string, variables: Record<string, unknown>, files: Record<string, UploadFile>): FormData {
  const form = new FormData();
  const paths = Object.keys(files);
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(paths.map((filePath, index) => [String(index), [filePath]]))));
  paths.forEach((filePath, index) => {
    const file = files[filePath];
    form.append(String(index), new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name ?? 'image.png');
  });
  return form;
}

/** What `graphqlMultipart` needs of a test app: where it listens and the Editor it signed in. */
export interface MultipartTarget {
  baseUrl: string;
  editor: { token: string };
}

/**
 * POSTs a GraphQL multipart request to `${target.baseUrl}/graphql`, with the `apollo-require-preflight`
 * header that Apollo's CSRF prevention asks of multipart requests, and the bearer token of the app's
 * Editor unless `token` is given (null: no token at all, as a stranger would send it).
 */
export async function graphqlMultipart<T = any>(
  target: MultipartTarget,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, UploadFile>,
  token: string | null = target.editor.token,
): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${target.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: multipartForm(query, variables, files),
  });
  const text = await response.text();
  let body: GraphQLResponse<T>['body'];
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`POST /graphql answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body };
}
