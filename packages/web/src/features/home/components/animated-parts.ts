// Home's animated parts, in a chunk of their own (see animated.ts): pull to refresh, the banner swiper and
// the payouts' tabs, with the gesture and spring libraries they are built on.

import '@/lib/spring-motion';

export { default as CapsuleTabs } from 'antd-mobile/es/components/capsule-tabs';
export { default as PullToRefresh } from 'antd-mobile/es/components/pull-to-refresh';
export { default as Swiper } from 'antd-mobile/es/components/swiper';
