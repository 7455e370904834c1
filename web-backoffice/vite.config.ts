import react from '@vitejs/plugin-react';
import { webAppConfig } from '../libs/web-kit/vite-config';

export default webAppConfig({ configUrl: import.meta.url, base: '/backoffice/', devPort: 5174, previewPort: 4174, react });
