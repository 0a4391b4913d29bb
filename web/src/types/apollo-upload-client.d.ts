// apollo-upload-client ships JavaScript with JSDoc only; this is the part the dashboard uses.
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';

  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: { uri?: string; headers?: Record<string, string>; credentials?: RequestCredentials });
  }
}
