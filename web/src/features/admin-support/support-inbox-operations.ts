import { graphql } from '../../gql';

export const SupportInboxQuery = graphql(`
  query SupportInbox($status: ConversationStatus, $page: PageInput) {
    supportInbox(status: $status, page: $page) {
      total
      conversations {
        id
        status
        reason
        orderNumber
        unreadCount
        lastMessagePreview
        lastMessageAt
        customer {
          id
          name
          email
        }
      }
    }
  }
`);

export const SupportInboxCountsQuery = graphql(`
  query SupportInboxCounts {
    supportInboxCounts {
      open
      waitingForCustomer
      closed
      unread
    }
  }
`);

export const SupportInboxChanged = graphql(`
  subscription SupportInboxChanged {
    supportInboxChanged {
      open
      waitingForCustomer
      closed
      unread
    }
  }
`);

export const StaffThreadFields = graphql(`
  fragment StaffThreadFields on SupportThread {
    conversation {
      id
      status
      reason
      orderNumber
      customer {
        id
        name
        email
      }
    }
    ...SupportThreadFields
  }
`);

export const StaffSupportConversationQuery = graphql(`
  query StaffSupportConversation($conversationId: Int!) {
    supportConversation(conversationId: $conversationId) {
      ...StaffThreadFields
    }
  }
`);

export const StaffSupportConversationChanged = graphql(`
  subscription StaffSupportConversationChanged($conversationId: Int!) {
    staffSupportConversationChanged(conversationId: $conversationId) {
      ...StaffThreadFields
    }
  }
`);

export const ReplySupportConversation = graphql(`
  mutation ReplySupportConversation($conversationId: Int!, $body: String, $image: Upload) {
    replySupportConversation(conversationId: $conversationId, body: $body, image: $image) {
      ...StaffThreadFields
    }
  }
`);

export const CloseSupportConversation = graphql(`
  mutation CloseSupportConversation($conversationId: Int!) {
    closeSupportConversation(conversationId: $conversationId) {
      ...StaffThreadFields
    }
  }
`);

export const ReopenSupportConversation = graphql(`
  mutation ReopenSupportConversation($conversationId: Int!) {
    reopenSupportConversation(conversationId: $conversationId) {
      ...StaffThreadFields
    }
  }
`);

export const MarkSupportConversationReadByStaff = graphql(`
  mutation MarkSupportConversationReadByStaff($conversationId: Int!) {
    markSupportConversationReadByStaff(conversationId: $conversationId) {
      ...StaffThreadFields
    }
  }
`);

export const SupportSettingsFields = graphql(`
  fragment SupportSettingsFields on SupportSettingsView {
    replyMailMinutes
    hours {
      days
      opensAt
      closesAt
      supportOpenNow
      nextOpenAt
    }
  }
`);

export const SupportSettingsQuery = graphql(`
  query SupportSettings {
    supportSettings {
      ...SupportSettingsFields
    }
  }
`);

export const UpdateSupportSettings = graphql(`
  mutation UpdateSupportSettings($input: SupportSettingsInput!) {
    updateSupportSettings(input: $input) {
      ...SupportSettingsFields
    }
  }
`);
