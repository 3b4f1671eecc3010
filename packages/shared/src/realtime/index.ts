// The real-time room socket (J-IM protocol): packets, room content and the publisher the game calls.
export * from './content';
export * from './packets';
export * from './publisher';
