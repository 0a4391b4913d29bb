import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields selected at `path` below the resolver's own field (['items', 'category']: the
 * fields of each item's category), through fragments. @skip and @include are not applied, so it may name
 * more fields than will be resolved, never fewer.
 */
export function selectedFields(info: GraphQLResolveInfo, path: string[]): Set<string> {
  let fields: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) fields = fieldsSelectedBy(fields, info).filter((field) => field.name.value === name);
  return new Set(fieldsSelectedBy(fields, info).map((field) => field.name.value));
}

function fieldsSelectedBy(parents: readonly FieldNode[], info: GraphQLResolveInfo): FieldNode[] {
  const fields: FieldNode[] = [];
  const collect = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
      else collect(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const parent of parents) collect(parent.selectionSet);
  return fields;
}
