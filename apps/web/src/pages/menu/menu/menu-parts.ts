import { lazyPart } from '../../../lib/lazy-part';

/** The dialogs (antd Modal and Form, the icon selector): loaded when one is first opened, or on a hint. */
export const MenuDialogs = lazyPart(() => import('./menu-dialogs'));
