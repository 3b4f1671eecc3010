// The shared catalogue in Traditional Chinese: a chunk apart from the app's words (words.ts).
export { messagesZhTw as catalogue } from '@fair28/shared/protocol';
