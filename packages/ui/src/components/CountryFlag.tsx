import { flagEmoji, flagUrl } from '@lantern/contracts';
import { useState } from 'react';
import styled from 'styled-components';
import { imageServiceDown, reportImage } from '../imageService';

const Img = styled.img`
  display: block;
  width: 22px;
  height: 16px;
  object-fit: cover;
  border-radius: 2px;
  box-shadow: 0 0 0 1px ${(p) => p.theme.color.border};
  flex-shrink: 0;
`;
const Emoji = styled.span`
  display: inline-block;
  width: 22px;
  font-size: 18px;
  line-height: 1;
  text-align: center;
  flex-shrink: 0;
`;

/**
 * A country's flag, decorative (the country's name is next to it): the image from the configured
 * flag service, or the emoji flag without one, when the image does not load, or once the service
 * looks unreachable. Give it `key={code}`
 * where the code changes, so a failed image of one country does not stick to the next.
 */
export function CountryFlag({ code, template }: { code: string; template: string | null }) {
  const [failed, setFailed] = useState(false);
  if (template && !failed && !imageServiceDown(template)) {
    return (
      <Img
        src={flagUrl(template, code)}
        alt=""
        width={22}
        height={16}
        loading="lazy"
        data-flag={code}
        onLoad={() => reportImage(template, true)}
        onError={() => {
          reportImage(template, false);
          setFailed(true);
        }}
      />
    );
  }
  return (
    <Emoji aria-hidden="true" data-flag={code}>
      {flagEmoji(code)}
    </Emoji>
  );
}
