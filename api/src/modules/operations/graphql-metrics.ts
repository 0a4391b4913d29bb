import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { graphqlOperationDuration } from './metrics.js';
import { noteGraphQLOperation } from './request-context.js';

/**
 * Operation names are the client's to choose, so they are bounded before they become label values: names that
 * look like GraphQL names, and only the first ones seen (the web app's operations, which every store visit
 * sends); beyond that a new name is "(other)". A document that fails to parse or validate is "(invalid)".
 */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

export class OperationLabels {
  private readonly known = new Set<string>();

  labelFor(name: string | undefined): string {
    if (!name) return '(anonymous)';
    if (this.known.has(name)) return name;
    if (this.known.size >= MAX_OPERATION_NAMES || !OPERATION_NAME.test(name)) return '(other)';
    this.known.add(name);
    return name;
  }
}

/** Times every GraphQL request by operation, type and result, and names the operation on the request's log line. */
export function graphqlOperationMetrics(labels = new OperationLabels()): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      const startedAt = performance.now();
      let operation = '(invalid)';
      let type = 'unknown';
      return {
        async didResolveOperation({ operation: definition }) {
          if (!definition) return;
          operation = labels.labelFor(definition.name?.value);
          type = definition.operation;
          noteGraphQLOperation(operation);
        },
        async willSendResponse({ response }) {
          const failed = response.body.kind === 'single' ? Boolean(response.body.singleResult.errors?.length) : false;
          graphqlOperationDuration.observe({ operation, type, result: failed ? 'error' : 'ok' }, (performance.now() - startedAt) / 1000);
        },
      };
    },
  };
}
