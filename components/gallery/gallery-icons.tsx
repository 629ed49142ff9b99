import { ArrowRight } from "lucide-react";
import { REPORT_TOPICS, type ReportTopic } from "@/lib/reports/cards";
import { TOPIC_STYLE } from "./topic-style";

// The cards' icons, drawn once on the page and referenced by every card (<use>): the same icon
// written out on 20 cards and more was a fifth of the gallery's HTML.

const symbolId = (name: ReportTopic | "more") => `gallery-icon-${name}`;

/** The icon `name` of the page's set (GalleryIcons), sized and coloured by its parent's classes. */
export function GalleryIcon({ name }: { name: ReportTopic | "more" }) {
  return (
    <svg aria-hidden="true">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

/** The set every card's GalleryIcon refers to; once on the gallery page, outside the cards. */
export function GalleryIcons() {
  const topics: ReportTopic[] = [...REPORT_TOPICS, "general"];
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      {topics.map((topic) => {
        const Icon = TOPIC_STYLE[topic].icon;
        return (
          <symbol key={topic} id={symbolId(topic)} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        );
      })}
      <symbol id={symbolId("more")} viewBox="0 0 24 24">
        <ArrowRight />
      </symbol>
    </svg>
  );
}
