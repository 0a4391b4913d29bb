import { graphql } from '../../gql';

/** One page of the outbox, newest first. */
export const MailLogQuery = graphql(`
  query MailLog($filter: MailLogFilterInput, $page: PageInput) {
    mailMessages(filter: $filter, page: $page) {
      total
      mails {
        id
        recipient
        subject
        kind
        language
        status
        attempts
        lastError
        createdAt
        sentAt
        nextAttemptAt
      }
    }
  }
`);

/** One mail's text, read when it is opened (lists leave the bodies out). */
export const MailTextQuery = graphql(`
  query MailText($id: Int!) {
    mailMessage(id: $id) {
      id
      text
    }
  }
`);
