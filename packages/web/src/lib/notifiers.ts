// antd-mobile's Toast and Dialog, loaded apart from the first screen (lib/notify.ts).
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import './spring-motion';

export { Dialog, Toast };
