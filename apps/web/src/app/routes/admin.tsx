import { AdminPage } from '@/features/admin/components/admin-page';

export default AdminPage;
