import type { ComponentType } from 'react';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import AddPeopleScreen from './add-people-screen';
import CampaignDetailsScreen from './campaign-details-screen';
import CampaignListScreen from './campaign-list-screen';
import { campaignKindOf } from './campaign-kind-of';
import CampaignWizardScreen from './campaign-wizard-screen';
import EditPersonScreen from './edit-person-screen';
import UpdateCampaignScreen from './update-campaign-screen';

/** The pattern's pages by their route's name after the kind's slug (app.ts); the details' two views are the details. */
const PAGES: Readonly<Record<string, ComponentType<ScreenProps>>> = {
  '': CampaignWizardScreen,
  campaigns: CampaignListScreen,
  'campaign-details': CampaignDetailsScreen,
  'campaign-asset-details': CampaignDetailsScreen,
  'campaign-user-list': CampaignDetailsScreen,
  'update-campaign': UpdateCampaignScreen,
  'campaign-add-user': AddPeopleScreen,
  'campaign-edit-user': EditPersonScreen,
};

/**
 * Every page of the campaign pattern as one screen of one chunk: going from one to another (the wizard to the new
 * campaign's details, the list to a campaign) never waits for a chunk of its own behind the shell's bare "Loading…".
 */
export default function CampaignPages(props: ScreenProps) {
  const Page = PAGES[props.match.route.name.slice(campaignKindOf(props.match).length + 1)];
  if (!Page) throw new Error(`${props.match.route.name} is no page of the campaign pattern`);
  return <Page {...props} />;
}
