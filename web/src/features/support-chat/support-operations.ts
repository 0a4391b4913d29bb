import { graphql } from '../../gql';

export const SupportThreadFields = graphql(`
  fragment SupportThreadFields on SupportThread {
    conversation {
      id
      status
      reason
      orderNumber
      unreadCount
    }
    messages {
      id
      author
      authorName
      body
      imageUrl
      read
      createdAt
    }
  }
`);

export const OpenSupportConversation = graphql(`
  mutation OpenSupportConversation($orderNumber: String, $reason: SupportReason) {
    openSupportConversation(orderNumber: $orderNumber, reason: $reason) {
      ...SupportThreadFields
    }
  }
`);

export const MySupportConversation = graphql(`
  query MySupportConversation($conversationId: Int!) {
    mySupportConversation(conversationId: $conversationId) {
      ...SupportThreadFields
    }
  }
`);

export const SupportConversationChanged = graphql(`
  subscription SupportConversationChanged($conversationId: Int!) {
    supportConversationChanged(conversationId: $conversationId) {
      ...SupportThreadFields
    }
  }
`);

export const SendSupportMessage = graphql(`
  mutation SendSupportMessage($conversationId: Int!, $body: String, $image: Upload) {
    sendSupportMessage(conversationId: $conversationId, body: $body, image: $image) {
      ...SupportThreadFields
    }
  }
`);

export const MarkSupportConversationRead = graphql(`
  mutation MarkSupportConversationRead($conversationId: Int!) {
    markSupportConversationRead(conversationId: $conversationId) {
      ...SupportThreadFields
    }
  }
`);

export const MySupportUnread = graphql(`
  query MySupportUnread {
    mySupportUnread {
      total
      conversations {
        conversationId
        orderNumber
        unreadCount
      }
    }
  }
`);

export const MySupportUnreadChanged = graphql(`
  subscription MySupportUnreadChanged {
    mySupportUnreadChanged {
      total
      conversations {
        conversationId
        orderNumber
        unreadCount
      }
    }
  }
`);

export const SupportHoursQuery = graphql(`
  query SupportHours {
    supportHours {
      supportOpenNow
      nextOpenAt
    }
  }
`);

export const MySupportConversations = graphql(`
  query MySupportConversations {
    mySupportConversations {
      id
      reason
      orderNumber
    }
  }
`);
