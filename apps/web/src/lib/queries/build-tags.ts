// Shared below features: the weapons feature's build editor and tag panel and the submissions
// feature's build form both offer these tags, and features never import each other.

import { useQuery } from '@tanstack/react-query';
import type { Tag } from '@dfwiki/shared';
import { fieldQuery } from '../field-query';

/** Every build tag, by name (the submission form offers them, the admin edits them). */
export const buildTagsQuery = fieldQuery<Tag[]>(['build-tags'], '/build-tags', 'tags');

export const useBuildTags = () => useQuery(buildTagsQuery);
