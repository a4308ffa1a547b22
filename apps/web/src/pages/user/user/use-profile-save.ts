import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OwnProfile, ProfileUpdate } from '@bo/contract';
import { isSessionEnded } from '../../../api/http';
import { updateOwnProfile } from '../../../api/profile';
import { showSuccess } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user';
import { profileQueries } from './profile-queries';

export interface ProfileValues {
  nickName: string;
  headerImg: string;
  phone: string;
  email: string;
}

/** Saves one's profile; once saved, the frame's avatar and name follow (the stored user info). */
export function useProfileSave(profile: OwnProfile, form: FormInstance<ProfileValues>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const info = useUserStore((s) => s.info)!;
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');

  const save = async (v: ProfileValues) => {
    setSaving(true);
    setRefusal('');
    const body: ProfileUpdate = { nickName: v.nickName.trim(), phone: v.phone.trim(), email: v.email.trim() };
    // Sent only when changed: an older avatar address (not an upload) would be refused otherwise.
    if (v.headerImg !== profile.headerImg) body.headerImg = v.headerImg;
    try {
      const saved = await updateOwnProfile(body);
      client.setQueryData(profileQueries.profile(info).queryKey, saved);
      useUserStore.getState().patchInfo({ nickName: saved.nickName, headerImg: saved.headerImg });
      form.setFieldsValue({
        nickName: saved.nickName,
        headerImg: saved.headerImg,
        phone: saved.phone,
        email: saved.email,
      });
      showSuccess(t('profile.form.saved'));
    } catch (e) {
      if (!isSessionEnded(e)) setRefusal(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return { saving, refusal, save };
}
