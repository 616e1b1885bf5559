// What other modules may use of conversations: they import from here, never from its files (a lint checks).
export { messagePreview, previewOf } from './serialize';
export { OTHER_LEFT, conversationLink, requireParticipant, startConversation } from './service';
