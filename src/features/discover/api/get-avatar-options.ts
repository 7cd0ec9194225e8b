// The options query is shared (lib/avatar-options): discover's filters read the same cached copy.
export {
  avatarOptionsQueryOptions,
  getAvatarOptions,
  useAvatarOptions,
} from '@/lib/avatar-options';
