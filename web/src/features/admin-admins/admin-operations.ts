import { graphql } from '../../gql';

export const ManageAdminsQuery = graphql(`
  query ManageAdmins {
    admins {
      id
      name
      email
      role
    }
  }
`);

export const RegisterAdminMutation = graphql(`
  mutation RegisterAdmin($input: RegisterAdminInput!) {
    registerAdmin(input: $input) {
      id
    }
  }
`);

export const DeleteAdminMutation = graphql(`
  mutation DeleteAdmin($id: Int!) {
    deleteAdmin(id: $id)
  }
`);

export const UpdateAdminMutation = graphql(`
  mutation UpdateAdmin($id: Int!, $input: UpdateAdminInput!) {
    updateAdmin(id: $id, input: $input) {
      id
      name
      email
      role
    }
  }
`);
