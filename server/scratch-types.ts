import type { HandlerInput } from './http/mount-route';
import type { signOut, signIn, getApp } from '../contract/routes';
type A = HandlerInput<typeof signOut>['principal'];
type B = HandlerInput<typeof signIn>['principal'];
type C = HandlerInput<typeof getApp>['params'];
const a: A = null;
const b: B = 1;
const c: C = { slug: 1 };
export { a, b, c };
