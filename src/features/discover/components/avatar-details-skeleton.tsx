// The shared shape of an Angel's page; kept under this name for the discover route.
export { AngelDetailsSkeleton as AvatarDetailsSkeleton } from '@/components/angel-details-skeleton';
