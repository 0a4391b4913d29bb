import { registerEnumType } from 'type-graphql';

export enum AdminRole {
  ADMIN = 'Admin',
  SUPER_ADMIN = 'Super Admin',
  EDITOR = 'Editor',
}

registerEnumType(AdminRole, { name: 'AdminRole', description: 'What a member of staff may do (default Admin).' });
