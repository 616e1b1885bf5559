// What other modules may use of notifications: they import from here, never from its files (a lint checks).
export {
  createNotification,
  markReadByLink,
  refreshOrCreateNotification,
  createNotifications,
  findNotification,
} from './service';
