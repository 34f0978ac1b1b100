/** The badge is shared with the home and white-list screens, so it lives in components/; the feature's screens import it here. */
export { ApplicationStatusBadge, applicationStatusName } from '../../../components/application-status-badge.tsx';
