/**
 * What a shared post's page (Social Media Content add-on) says about itself in its `<head>`: the
 * post's text (or what it is and whose) as its description, its addresses in both languages, and
 * its own share picture (the post's title and the shop's name over its photo). Made from the
 * answer the page was rendered from, in the page's language; `pageHead` calls it for the route.
 */
import { languageUrls } from '@contract/pageLinks';
import type { PageLanguage } from '@contract/pages';
import { sharedPostImagePath } from '@contract/socialPostRules';
import type { RootState } from '../app/store';
import { postIdOf, sharedPostApi } from '../features/marketplace/sharedPostApi';
import { translatorFor } from '../i18n/catalogues';
import { formatDate } from '../i18n/dates';
import { localiseDigits } from '../i18n/format';
import type { SocialPage } from './socialTags';

export function sharedPostHead({
  params,
  path,
  state,
  language,
  site,
}: {
  params: Readonly<Record<string, string | undefined>>;
  /** The page's path (no query: `?via=` and `?lang=` are not part of its address). */
  path: string;
  state: RootState;
  language: PageLanguage;
  /** The site's public origin, no trailing slash. */
  site: string;
}): { social: Omit<SocialPage, 'title'> } | undefined {
  const postId = postIdOf(params.postId);
  if (postId === null) return undefined;
  const slug = params.slug ?? '';
  const page = sharedPostApi.endpoints.getSharedPost.select({ slug, postId })(state).data;
  if (!page) return undefined;
  const t = translatorFor(language);
  const { post, shop } = page;
  const about =
    post.kind === 'event' && post.event_date
      ? t('rewards.sharedPost.aboutEvent', {
          name: shop.name,
          date: formatDate(`${post.event_date}T12:00:00+06:30`, language),
          time: localiseDigits(post.event_time ?? '', language),
        })
      : t('rewards.sharedPost.aboutAnnouncement', { name: shop.name });
  const address = languageUrls(site, path);
  return {
    social: {
      description: post.body.trim() || about,
      url: address[language],
      alternates: address,
      image: `${site}${sharedPostImagePath(shop.slug, post.id, language, post.version)}`,
      imageAlt: t('rewards.sharedPost.imageAlt', { title: post.title, name: shop.name }),
      language,
      type: 'article',
    },
  };
}
