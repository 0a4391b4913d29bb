import type { Services } from '../services.js';

/** Per request: the service layer, whose `auth` knows who is calling. */
export type GraphQLContext = Services;
