import { appRoute, json } from '../../descriptor';
import { LifeStoryAnswer } from '../../life-story';
import { byId } from '../../records';
import { MANAGE_SLUG } from '../../../src/apps/manage/domain/slug';

/** The life stories Manage's pages tell: every app's steps of one asset, or of one person. */
export const getManageAssetStory = appRoute(MANAGE_SLUG, {
  id: 'getManageAssetStory',
  method: 'GET',
  path: '/manage/assets/:id/story',
  summary: "An asset's life across the apps, oldest step first",
  request: byId,
  success: json(LifeStoryAnswer),
  problems: [404],
});
export const getManagePersonStory = appRoute(MANAGE_SLUG, {
  id: 'getManagePersonStory',
  method: 'GET',
  path: '/manage/people/:id/story',
  summary: "A person's steps across the apps, oldest first",
  request: byId,
  success: json(LifeStoryAnswer),
  problems: [404],
});
