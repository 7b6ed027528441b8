## web: zh-CN

