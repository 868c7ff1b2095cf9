import { useQuery } from '@tanstack/react-query';
import type { Tag } from '@dfwiki/shared';
import { fieldQuery } from './field-query';

/** Every build tag, by name (the submission form offers them, the admin edits them). */
export const buildTagsQuery = fieldQuery<Tag[]>(['build-tags'], '/build-tags', 'tags');

export const useBuildTags = () => useQuery(buildTagsQuery);
