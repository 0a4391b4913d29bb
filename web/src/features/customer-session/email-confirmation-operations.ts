import { graphql } from '../../gql';

export const ResendEmailConfirmationMutation = graphql(`
  mutation ResendEmailConfirmation($input: ResendEmailConfirmationInput!) {
    resendEmailConfirmation(input: $input) {
      email
      linkHours
    }
  }
`);

export const ConfirmEmailMutation = graphql(`
  mutation ConfirmEmail($token: String!) {
    confirmEmail(token: $token) {
      token
      customer {
        name
        email
        picture
      }
    }
  }
`);
