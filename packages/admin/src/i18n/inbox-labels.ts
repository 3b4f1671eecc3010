// The console's words of customer service's inbox: conversations, replies, notes, canned replies, in English (the Chinese in inbox-labels-zh.ts).
// words-en.ts lists them with the other areas'; labels.ts looks them up.

const en = {
  'inbox.conversations': 'Conversations',
  'inbox.messages': 'Messages',
  'inbox.assignee.mine': 'Mine',
  'inbox.assignee.unassigned': 'Unassigned',
  'inbox.assignee.all': 'All',
  'inbox.status.open': 'Open',
  'inbox.status.pending': 'Pending',
  'inbox.status.resolved': 'Resolved',
  'inbox.none': 'No conversations here',
  'inbox.typing': 'typing…',
  'inbox.image': '[Image]',
  'inbox.assignTo': 'Assigned to',
  'inbox.reopen': 'Reopen',
  'inbox.markPending': 'Waiting on player',
  'inbox.resolve': 'Resolve',
  'inbox.earlier': 'Earlier messages ({0} at a time)',
  'inbox.noMessages': 'No messages yet',
  'inbox.noteBy': 'Private note by {0}',
  'inbox.read': 'Read',
  'inbox.sent': 'Sent',
  'inbox.reply': 'Reply',
  'inbox.privateNote': 'Private note',
  'inbox.sendImage': 'Image',
  'inbox.notePlaceholder': 'Only operators see notes',
  'inbox.replyPlaceholder':
    'Write to the player — type / for canned replies; Enter sends, Shift+Enter for a new line',
  'inbox.addNote': 'Add note',
  'inbox.send': 'Send',
  'inbox.cannedTitle': 'Canned replies',
  'inbox.cannedHelp':
    'Type / and the short code in the reply box to use one; you can edit it before sending.',
  'inbox.shortCode': 'Short code',
  'inbox.cannedText': 'Text',
  'inbox.cannedAdd': 'Add a canned reply',
  'inbox.cannedNone': 'No canned replies yet',
  'inbox.edit': 'Edit',
  'inbox.delete': 'Delete',
  'inbox.cannedDelete': 'Delete /{0}?',
  'inbox.aboutPlayer': 'About the player',
  'inbox.account': 'Account',
  'inbox.playerId': 'Player id',
  'inbox.notes': 'Private notes',
  'inbox.noNotes': 'No notes yet',
  'inbox.newMessage': 'New customer-service message',
  'inbox.live': 'Live',
  'inbox.socket.live': 'New messages arrive as they are sent',
  'inbox.socket.reconnecting': 'Reconnecting: the inbox refreshes when back',
  'inbox.enableNotifications': 'Notify me',
  'inbox.pick': 'Pick a conversation',
} as const;

export type InboxLabel = keyof typeof en;

export const inboxLabelsEn = en;
