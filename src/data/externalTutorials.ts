/**
 * Step-by-step guides hosted outside this site that the /tutorials catalogue
 * lists next to the site's own guides. Keep this list short (five at most) and
 * add only guides whose URL you have opened yourself; the page marks them as
 * external. It is empty today: every guide in the catalogue lives on this site.
 */
import type {TutorialLevel, TutorialTagType} from './tutorialTags';

export interface ExternalTutorial {
  title: string;
  /** One sentence, at most 160 characters. */
  description: string;
  /** https URL of the guide. */
  url: string;
  level: TutorialLevel;
  tags: readonly TutorialTagType[];
}

export const ExternalTutorials: readonly ExternalTutorial[] = [];
